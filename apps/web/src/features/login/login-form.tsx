import { type FormEvent, useState } from 'react';
import { Alert, Button, Form, InputGroup } from 'react-bootstrap';
import { useAuth } from '../../auth/auth-context.tsx';
import { type LoginErrors, loginErrorMessage, validateLogin } from './login-model.ts';

export interface LoginFormProps {
  /** A notice to show above the form, e.g. 'Session expired. Please log in.' */
  notice: string | null;
  /** Called when a submission starts (true) and when it fails (false). */
  onSubmitting: (submitting: boolean) => void;
}

export function LoginForm({ notice, onSubmitting }: LoginFormProps) {
  const { login } = useAuth();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateLogin({ username, password });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setFailure(null);
    setSubmitting(true);
    onSubmitting(true);
    try {
      await login({ username: username.trim(), password });
    } catch (error) {
      setFailure(loginErrorMessage(error));
      setSubmitting(false);
      onSubmitting(false);
    }
  }

  return (
    <Form noValidate onSubmit={handleSubmit} aria-label="Login form">
      {notice && !failure && (
        <Alert variant="warning" data-testid="session-notice">
          {notice}
        </Alert>
      )}
      {failure && (
        <Alert variant="danger" data-testid="login-error">
          {failure}
        </Alert>
      )}
      <Form.Group className="mb-3" controlId="login-username">
        <Form.Label>Username</Form.Label>
        <Form.Control
          name="username"
          autoComplete="username"
          autoFocus
          required
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          isInvalid={Boolean(errors.username)}
        />
        <Form.Control.Feedback type="invalid">{errors.username}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-4" controlId="login-password">
        <Form.Label>Password</Form.Label>
        <InputGroup hasValidation>
          <Form.Control
            name="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            isInvalid={Boolean(errors.password)}
          />
          <Button
            variant="outline-secondary"
            onClick={() => setShowPassword((shown) => !shown)}
            title={showPassword ? 'Hide password' : 'Show password'}
            aria-pressed={showPassword}
            data-testid="password-toggle"
          >
            {showPassword ? 'Hide' : 'Show'}
          </Button>
          <Form.Control.Feedback type="invalid">{errors.password}</Form.Control.Feedback>
        </InputGroup>
      </Form.Group>
      <Button type="submit" variant="info" className="w-100" disabled={submitting}>
        {submitting ? 'Logging in...' : 'Login'}
      </Button>
    </Form>
  );
}
