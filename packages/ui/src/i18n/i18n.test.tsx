import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { missingSentence } from '../MissingFields/MissingFields';
import { activateLocale } from './activate';
import { LanguageSwitch } from './LanguageSwitch';
import { LocaleProvider } from './LocaleProvider';
import { pickLocale } from './locales';

describe('pickLocale', () => {
  it('takes the first supported language: the device, then the browser, else English', () => {
    expect(pickLocale(['es', 'en-US'])).toBe('es');
    expect(pickLocale([null, 'es-VE', 'en'])).toBe('es');
    expect(pickLocale([null, 'fr-FR', 'en_GB'])).toBe('en');
    expect(pickLocale(['pt-BR', 'de'])).toBe('en');
    expect(pickLocale([])).toBe('en');
  });
});

describe('activateLocale', () => {
  it('switches every message, and the page language, at once', async () => {
    const items = [{ label: 'Correo electrónico' }, { label: 'Contraseña' }];
    await activateLocale('es');
    expect(document.documentElement.lang).toBe('es');
    expect(missingSentence('iniciar sesión', items)).toBe(
      'Para iniciar sesión, completa Correo electrónico y Contraseña.',
    );
    await activateLocale('en');
    expect(document.documentElement.lang).toBe('en');
    expect(missingSentence('log in', [{ label: 'Email Address' }, { label: 'Password' }])).toBe(
      'To log in, fill in Email Address and Password.',
    );
  });
});

describe('LanguageSwitch', () => {
  it('names each language in itself, presses the active one, and asks for the other', async () => {
    const onChange = vi.fn((locale: string) => void activateLocale(locale));
    render(
      <LocaleProvider>
        <LanguageSwitch onChange={onChange} />
      </LocaleProvider>,
    );
    const english = screen.getByRole('button', { name: 'English' });
    expect(english).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Español' })).toHaveAttribute('lang', 'es');
    await userEvent.click(english);
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Español' }));
    expect(onChange).toHaveBeenCalledWith('es');
    // The whole tree renders again in Spanish, the group's own name too.
    expect(await screen.findByRole('group', { name: 'Idioma' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');
  });
});
