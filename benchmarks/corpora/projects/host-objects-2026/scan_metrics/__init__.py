"""Linear regression trained with lax.scan over host-built batches, with metric logging."""
