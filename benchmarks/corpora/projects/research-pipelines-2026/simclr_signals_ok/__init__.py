"""SimCLR-style contrastive pretraining on synthetic 1D signals (flax.nnx)."""
