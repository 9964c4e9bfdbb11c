import type { ReactNode } from "react";
import { Card } from "@web/components/ui/card";
import { Logo } from "@web/components/ui/logo";
import { cn } from "@web/lib/cn";

/** The frame of the sign-in and waiting pages: logo on top, one card in the middle. */
export function AuthCardLayout({ children, cardClassName }: { children: ReactNode; cardClassName?: string }) {
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-b from-white to-brand-50/70">
      <header className="mx-auto flex h-16 w-full max-w-6xl items-center px-4 sm:px-6">
        <Logo />
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 pt-8 pb-16 sm:items-center sm:pt-0">
        <Card className={cn("w-full max-w-md p-6 shadow-md sm:p-8", cardClassName)}>{children}</Card>
      </main>
    </div>
  );
}
