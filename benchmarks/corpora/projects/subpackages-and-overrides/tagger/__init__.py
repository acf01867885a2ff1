"""Token tagging with an embedding, a normalised hidden layer and a linear readout."""
