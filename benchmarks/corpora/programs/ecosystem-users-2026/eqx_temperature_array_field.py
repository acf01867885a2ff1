import jax
import jax.numpy as jnp
import equinox as eqx


class TemperedHead(eqx.Module):
    proj: eqx.nn.Linear
    norm: eqx.nn.LayerNorm
    temperature: jax.Array

    def __init__(self, dim, n_out, temperature, key):
        self.proj = eqx.nn.Linear(dim, n_out, key=key)
        self.norm = eqx.nn.LayerNorm(dim)
        self.temperature = jnp.asarray(temperature)

    def __call__(self, x):
        logits = self.proj(self.norm(x))
        if self.temperature != 1.0:
            logits = logits / self.temperature
        return jax.nn.log_softmax(logits)


@eqx.filter_jit
def batched_nll(model, xs, labels):
    logp = eqx.filter_vmap(model)(xs)
    return -jnp.mean(jnp.take_along_axis(logp, labels[:, None], axis=1))


def main():
    model = TemperedHead(12, 4, temperature=2.0, key=jax.random.key(0))
    xs = jax.random.normal(jax.random.key(1), (10, 12))
    labels = jax.random.randint(jax.random.key(2), (10,), 0, 4)
    grads = eqx.filter_grad(batched_nll)(model, xs, labels)
    print("nll", float(batched_nll(model, xs, labels)))
    print("proj grad norm", float(jnp.linalg.norm(grads.proj.weight)))


if __name__ == "__main__":
    main()
