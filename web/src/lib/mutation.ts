import { useMutation, type UseMutationOptions } from "@tanstack/react-query";

/** What a screen adds to a feature's mutation: its own reactions (toasts, navigation, closing a dialog). */
export type MutationCallbacks<TData, TVariables, TOnMutate = unknown> = Pick<
  UseMutationOptions<TData, Error, TVariables, TOnMutate>,
  "onSuccess" | "onError" | "onSettled"
>;

/**
 * A feature's mutation hook is built on this: `options` owns the request and what the change
 * does to the query cache (written, invalidated), so every screen that makes the change has the
 * same effects; `callbacks` are the screen's own, run after the feature's. A callback that
 * returns a promise (a refetch) keeps the mutation pending until it settles.
 */
export function useFeatureMutation<TData, TVariables = void, TOnMutate = unknown>(
  options: UseMutationOptions<TData, Error, TVariables, TOnMutate>,
  callbacks: MutationCallbacks<TData, TVariables, TOnMutate> = {},
) {
  return useMutation<TData, Error, TVariables, TOnMutate>({
    ...options,
    onSuccess: (...args) => Promise.all([options.onSuccess?.(...args), callbacks.onSuccess?.(...args)]),
    onError: (...args) => Promise.all([options.onError?.(...args), callbacks.onError?.(...args)]),
    onSettled: (...args) => Promise.all([options.onSettled?.(...args), callbacks.onSettled?.(...args)]),
  });
}
