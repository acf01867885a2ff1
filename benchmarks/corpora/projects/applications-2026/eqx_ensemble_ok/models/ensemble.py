import equinox as eqx
import jax


def make_ensemble(cfg, key):
    keys = jax.random.split(key, cfg.ensemble_size)

    @eqx.filter_vmap
    def make_member(k):
        return eqx.nn.MLP(1, 1, cfg.width, cfg.depth, activation=jax.nn.silu, key=k)

    return make_member(keys)


def ensemble_predict(ensemble, x):
    @eqx.filter_vmap(in_axes=(eqx.if_array(0), None))
    def member_forward(model, xs):
        return jax.vmap(model)(xs)

    return member_forward(ensemble, x)
