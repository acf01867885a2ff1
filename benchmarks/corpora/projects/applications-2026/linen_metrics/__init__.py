"""Spiral classification with flax.linen and a running metrics tracker."""
