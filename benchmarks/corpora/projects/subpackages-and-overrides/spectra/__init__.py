"""Histograms and smoothed densities of sampled values."""
