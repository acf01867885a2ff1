import jax

from . import config, data, inspect_heads, model, probe, train


def main():
    params = model.init(jax.random.PRNGKey(0), config.DIM)
    x, y = data.make(jax.random.PRNGKey(1), config.BATCH, config.SEQ, config.DIM)
    print("eager prediction", model.predict(params, x[:2], config.HEADS))
    print("head dims", inspect_heads.head_dims(config.DIM))
    print("roundtrip", float(inspect_heads.roundtrip_error(x, n_heads=config.HEADS)))
    opt_state = train.OPT.init(params)
    for _ in range(config.STEPS):
        params, opt_state, loss = train.step(params, opt_state, x, y, n_heads=config.HEADS)
    ent, loss = probe.attention_entropy(params, x, y, config.HEADS)
    print("loss", float(loss), "attention entropy", float(ent))
    print("per-head entropy", inspect_heads.per_head_entropy(params, x, config.HEADS))
    _, _, loss = inspect_heads.repeated_steps(params, opt_state, x, y, n_heads=config.HEADS)
    print("after repeats", float(loss))
