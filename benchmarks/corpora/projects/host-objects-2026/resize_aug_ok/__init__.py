"""Image classification with host-built batches and a jitted augmentation step."""
