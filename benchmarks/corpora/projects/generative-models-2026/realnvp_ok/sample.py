import jax
import equinox as eqx


@eqx.filter_jit
def sample(model, key, num_samples):
    z = jax.random.normal(key, (num_samples, model.dim))
    return model.to_data(z)


@eqx.filter_jit
def round_trip_error(model, x):
    z, _ = model.to_latent(x)
    return abs(model.to_data(z) - x).max()
