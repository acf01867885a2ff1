"""Log-mel spectrogram classifier for synthetic variable-length tone clips (flax linen)."""
