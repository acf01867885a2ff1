"""GRU encoder-decoder trained to reverse windows cropped from synthetic token streams."""
