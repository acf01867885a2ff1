"""Equinox character models (GRU and bigram MLP) with sampling."""
