"""A Trainer class in its own module, built in `__main__.py`: its `__init__` jits a bound
method, and `fit` calls it. The mistake sits in `losses.py`, which the step reaches.
"""
