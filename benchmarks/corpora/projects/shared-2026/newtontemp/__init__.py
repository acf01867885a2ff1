"""Softmax classifier whose targets are smoothed to a calibrated entropy via Newton steps."""
