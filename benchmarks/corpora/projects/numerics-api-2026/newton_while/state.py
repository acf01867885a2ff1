from jax import tree_util


class NewtonState:
    def __init__(self, x, fx, it):
        self.x = x
        self.fx = fx
        self.it = it

    def __repr__(self):
        return f"NewtonState(it={self.it}, x={self.x})"


def _flatten(s):
    return (s.x, s.fx, s.it), None


def _unflatten(aux, children):
    return NewtonState(*children)


tree_util.register_pytree_node(NewtonState, _flatten, _unflatten)
