"""Linen sequence regressors: rotary-attention encoder and pooled MLP."""
