from flax import nnx

ACTS = {"relu": nnx.relu, "swish": nnx.swish, "tanh": nnx.tanh}


def get(name):
    if name not in ACTS:
        raise KeyError(name)
    return ACTS[name]
