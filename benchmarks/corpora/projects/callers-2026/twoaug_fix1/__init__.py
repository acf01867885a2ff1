"""1-D conv classifier trained with random-crop augmentation and cosine-decayed SGD (equinox)."""
