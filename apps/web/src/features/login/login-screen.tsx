import { useEffect, useId, useState, type FormEvent } from 'react';
import { nb } from '../../lib/nb';
import { storageKeys } from '../../lib/storage';
import { useDocumentTitle } from '../../lib/use-document-title';

interface LoginScreenProps {
  name: string;
  /** Called when the visitor has passed the gate. */
  onPassed: () => void;
}

/**
 * The client-side password gate of SPEC §2: opening it forgets an earlier pass; an empty
 * password passes, anything else shows 'Feil passord'.
 */
export function LoginScreen({ name, onPassed }: LoginScreenProps) {
  const [password, setPassword] = useState('');
  const [wrong, setWrong] = useState(false);
  const inputId = useId();
  const errorId = useId();
  useDocumentTitle(nb.loginTitle(name));
  useEffect(() => localStorage.removeItem(storageKeys.authenticated), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      localStorage.setItem(storageKeys.authenticated, 'true');
      onPassed();
    } else {
      setWrong(true);
    }
  };

  return (
    <main id="innhold" className="login">
      <h1>{nb.loginTitle(name)}</h1>
      <p>{nb.loginText}</p>
      <form onSubmit={submit} noValidate>
        <label className="ds-label" htmlFor={inputId}>
          {nb.password}
        </label>
        <input
          id={inputId}
          className="ds-input"
          type="password"
          autoComplete="current-password"
          value={password}
          aria-invalid={wrong}
          aria-describedby={wrong ? errorId : undefined}
          onChange={(e) => setPassword(e.target.value)}
        />
        {wrong && (
          <p
            id={errorId}
            className="ds-validation-message form-error"
            data-color="danger"
            role="alert"
          >
            {nb.wrongPassword}
          </p>
        )}
        <button type="submit" className="ds-button" data-variant="primary">
          {nb.start}
        </button>
      </form>
    </main>
  );
}
