import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { nb } from '../../lib/nb';
import { storageKeys } from '../../lib/storage';
import { bot, botName, publicInfo } from '../../test/fixtures';
import { api } from '../../test/handlers';
import { renderApp, setupUser } from '../../test/render';
import { server } from '../../test/server';
import { LoginScreen } from './login-screen';

function renderLogin() {
  const onPassed = vi.fn<() => void>();
  const user = setupUser();
  render(<LoginScreen name={botName} onPassed={onPassed} />);
  const field = screen.getByLabelText(nb.password);
  const start = screen.getByRole('button', { name: nb.start });
  return { onPassed, user, field, start };
}

/** Switches the deployment's password gate on, as the server does in index.html. */
function requireLogin() {
  const meta = document.createElement('meta');
  meta.name = 'app-config';
  meta.content = JSON.stringify({ requireLogin: true });
  document.head.append(meta);
}

describe('the login screen', () => {
  it('welcomes the visitor by the chatbot, asks for the password and forgets an earlier pass', () => {
    localStorage.setItem(storageKeys.authenticated, 'true');
    const { field } = renderLogin();
    expect(
      screen.getByRole('heading', { level: 1, name: nb.loginTitle(botName) }),
    ).toBeInTheDocument();
    expect(screen.getByText(nb.loginText)).toBeInTheDocument();
    expect(field).toHaveAttribute('type', 'password');
    expect(document.title).toBe(nb.loginTitle(botName));
    expect(localStorage.getItem(storageKeys.authenticated)).toBeNull();
  });

  it("refuses any non-empty password with 'Feil passord'", async () => {
    const { onPassed, user, field, start } = renderLogin();
    await user.type(field, 'hemmelig');
    await user.click(start);
    expect(screen.getByRole('alert')).toHaveTextContent(nb.wrongPassword);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(nb.wrongPassword);
    expect(onPassed).not.toHaveBeenCalled();
    expect(localStorage.getItem(storageKeys.authenticated)).toBeNull();
  });

  it("lets an empty password in (Enter works too) and stores 'authenticated'", async () => {
    const { onPassed, user, field } = renderLogin();
    await user.type(field, '{Enter}');
    expect(onPassed).toHaveBeenCalledOnce();
    expect(localStorage.getItem(storageKeys.authenticated)).toBe('true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('with the gate on, sends a guarded page to /login, and once passed lets the visitor in', async () => {
    requireLogin();
    // /login names no chatbot and loads the default one; here the mock API knows it.
    server.use(
      http.get(api('/ChatBot/GetPublicInfo/:chatbot'), () => HttpResponse.json(publicInfo)),
    );
    const { user, router } = renderApp(`/${bot}/chat`);
    await screen.findByRole('heading', { level: 1, name: nb.loginTitle(botName) });
    expect(router.state.location.pathname).toBe('/login');
    await user.click(screen.getByRole('button', { name: nb.start }));
    expect(await screen.findByText('Hei! Jeg er Testa.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/${bot}/chat`);
  });

  it('with the gate on, leaves the information pages open', async () => {
    requireLogin();
    const { router } = renderApp(`/${bot}/personvern`);
    expect(await screen.findByRole('heading', { level: 1, name: nb.privacy })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/${bot}/personvern`);
  });
});
