"""A stack of dense layers as a custom pytree class."""
import jax
import jax.numpy as jnp


@jax.tree_util.register_pytree_node_class
class Stack:
    def __init__(self, weights, num_layers):
        self.weights = weights
        self.num_layers = num_layers

    def tree_flatten(self):
        return (self.weights,), (self.num_layers,)

    @classmethod
    def tree_unflatten(cls, aux, children):
        return cls(children[0], *aux)

    def __call__(self, x):
        for i in range(self.num_layers):
            x = jnp.tanh(x @ self.weights[i])
        return x


@jax.jit
def forward(stack, x):
    return stack(x)


@jax.jit
def loss(stack, x):
    return jnp.sum(forward(stack, x) ** 2)


if __name__ == "__main__":
    w = jnp.stack([jnp.eye(3) * (0.5 + 0.1 * i) for i in range(4)])
    s = Stack(w, 3)
    print(forward(s, jnp.ones((2, 3))))
    print(jax.grad(loss)(s, jnp.ones((2, 3))).weights.shape)
