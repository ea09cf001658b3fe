'use client';

// The client side of the shell: client-side navigation for the design system's links, the toast
// region, and a welcome toast once the page has hydrated.
import { LinkProvider, showToast, ToastRegion } from '@lumenor/ui';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

export function Providers({ children }) {
  const router = useRouter();
  useEffect(() => {
    showToast({ title: 'Welcome to the partner site', variant: 'neutral', timeout: 60_000 });
  }, []);
  return (
    <LinkProvider navigate={(href) => router.push(href)}>
      {children}
      <ToastRegion label="Notifications" dismissLabel="Dismiss" />
    </LinkProvider>
  );
}
