// The DNS-over-HTTPS check lives in core/lib/dns-check.ts: webhook deliveries use it too.
export * from "@core/lib/dns-check";
