"""Image classifier fed by a numpy pipeline, with on-device augmentation."""
