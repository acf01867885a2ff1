"""Next-step prediction on noisy sine waves with a hand-rolled GRU under lax.scan."""
