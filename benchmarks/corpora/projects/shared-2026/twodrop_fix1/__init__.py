"""Time-series forecaster (flax linen) with scheduled dropout and horizon-wise evaluation."""
