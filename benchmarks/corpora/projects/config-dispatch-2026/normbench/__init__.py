"""normbench: compare normalisation layers in a small residual MLP regressor.

The normalisation layer is chosen by an ml_collections-style config
(``configs/<name>.py:get_config``).
"""
