"""Curve fitting with a small multilayer perceptron and a trimmed squared-error loss."""
