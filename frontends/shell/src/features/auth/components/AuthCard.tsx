import type { ReactNode } from 'react';
import { Card, Container } from '@cf/ui';

/** The narrow centred card every sign-in screen uses. */
export function AuthCard({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Container size="sm" className="shell-auth">
      <Card as="section" aria-labelledby="auth-title">
        <h1 id="auth-title" className="shell-auth__title">
          {title}
        </h1>
        {intro ? <p className="shell-auth__intro">{intro}</p> : null}
        {children}
        {footer ? <div className="shell-auth__footer">{footer}</div> : null}
      </Card>
    </Container>
  );
}
