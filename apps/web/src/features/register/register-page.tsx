import { type FormEvent, useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { authApi } from '../../api/auth-api.ts';
import { AuthCard } from '../../components/auth-card.tsx';
import {
  REGISTER_SUCCESS,
  type RegisterErrors,
  type RegisterValues,
  registerFailure,
  validateRegister,
} from './register-model.ts';

const FIELDS = [
  { name: 'username', label: 'Username', type: 'text', autoComplete: 'username' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
] as const;

export function RegisterPage() {
  const navigate = useNavigate();
  const [values, setValues] = useState<RegisterValues>({ username: '', email: '', password: '' });
  const [errors, setErrors] = useState<RegisterErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateRegister(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setFailure(null);
    setSubmitting(true);
    try {
      await authApi.register({ ...values, username: values.username.trim(), email: values.email.trim() });
      toast.success(REGISTER_SUCCESS);
      navigate('/login');
    } catch (error) {
      const { message, fields } = registerFailure(error);
      setFailure(message);
      setErrors(fields);
      setSubmitting(false);
    }
  }

  return (
    <AuthCard title="Create your account" subtitle="Start free. No card required.">
      <Form noValidate onSubmit={handleSubmit} aria-label="Register form">
        {failure && (
          <Alert variant="danger" data-testid="register-error">
            {failure}
          </Alert>
        )}
        {FIELDS.map((field) => (
          <Form.Group key={field.name} className="mb-3" controlId={`register-${field.name}`}>
            <Form.Label>{field.label}</Form.Label>
            <Form.Control
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              required
              value={values[field.name]}
              onChange={(e) => setValues((v) => ({ ...v, [field.name]: e.target.value }))}
              isInvalid={Boolean(errors[field.name])}
            />
            <Form.Control.Feedback type="invalid">{errors[field.name]}</Form.Control.Feedback>
          </Form.Group>
        ))}
        <Button type="submit" variant="info" className="w-100 mt-2" disabled={submitting}>
          {submitting ? 'Creating account...' : 'Create account'}
        </Button>
      </Form>
      <p className="mt-4 mb-0 small text-body-secondary text-center">
        Already have an account? <Link to="/login">Log in</Link>
      </p>
    </AuthCard>
  );
}
