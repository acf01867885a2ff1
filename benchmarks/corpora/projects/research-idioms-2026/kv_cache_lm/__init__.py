"""One-block decoder-only transformer with a KV cache for autoregressive sampling."""
