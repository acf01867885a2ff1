"""Vanilla RNN forecaster that feeds back its own predictions after a warmup."""
