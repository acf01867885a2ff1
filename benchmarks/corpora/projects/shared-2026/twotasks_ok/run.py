import jax

from . import analysis, data, evaluate, model, registry, train, util, weighting


def main():
    batch = data.make()
    for t, name in registry.TASK_NAMES.items():
        print(name, util.fmt("weight", registry.lookup(registry.TASK_WEIGHTS, t)))
    print("normalized", weighting.normalized_weights())
    params = model.init(jax.random.PRNGKey(0), 3, 16, len(registry.TASK_NAMES))
    opt_state = train.OPT.init(params)
    for _ in range(6):
        params, opt_state, loss = train.step(params, opt_state, batch)
    print(util.fmt("train loss", loss))
    out = evaluate.eval_step(params, opt_state, batch)
    print(" ".join(util.fmt(k, v) for k, v in out.items()))
    print(analysis.report(params, batch))
