"""Single-host autoregressive decoding with a layer-stacked key/value cache."""
