import './styles/global.css';

export { Button, type ButtonProps, type ButtonVariant } from './Button/Button';
export { Spinner, type SpinnerProps } from './Spinner/Spinner';
