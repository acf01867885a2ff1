"""spectralreg: two-spirals classification with a flax.nnx MLP and a
Lipschitz-style weight penalty picked on the command line (argparse defaults
make ``python -m spectralreg`` run without arguments)."""
