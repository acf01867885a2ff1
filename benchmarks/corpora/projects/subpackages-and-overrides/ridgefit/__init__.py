"""Robust curve fitting with a small multilayer perceptron."""
