"""nnx regressor with spectral and smoothness regularisers and a small metric log."""
