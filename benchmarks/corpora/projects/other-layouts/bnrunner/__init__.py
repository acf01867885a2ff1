"""A batch-normalised classifier trained on padded batches with a custom TrainState."""
