// The bench's baseline (bench/lighthouse.mjs): a bare React 19 + React Router page that renders a login form with no
// data, no validation library and no styles beyond a few lines. Our pages are measured against it in the same run,
// so a figure means the same on a quiet and on a busy machine.
import { StrictMode, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';

function LoginForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(email.includes('@') && password ? '' : 'Please enter your email and password');
  };
  return (
    <main style={{ maxWidth: 420, margin: '0 auto', padding: 24, fontFamily: 'system-ui, sans-serif' }}>
      <h1>Log in to your account</h1>
      <p>Welcome back. Enter your email and password to continue.</p>
      <form onSubmit={submit} noValidate>
        <p>
          <label htmlFor="email">Email</label>
          <br />
          <input
            id="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </p>
        <p>
          <label htmlFor="password">Password</label>
          <br />
          <input
            id="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </p>
        {message ? <p role="alert">{message}</p> : null}
        <button type="submit">Log in</button>
      </form>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <Routes>
        <Route path="*" element={<LoginForm />} />
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);
