"""Per-timestep labelling of multichannel sequences with a small convolutional network."""
