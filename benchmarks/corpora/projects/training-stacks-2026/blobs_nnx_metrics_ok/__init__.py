"""flax.nnx MLP classifier on Gaussian blobs with nnx.MultiMetric bookkeeping and injected learning rate."""
