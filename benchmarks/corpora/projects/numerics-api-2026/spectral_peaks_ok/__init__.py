"""Peak picking in periodograms of noisy multi-tone signals, batched with lax.map."""
