import jax

from . import config, data, evaluate, train


def main():
    s = config.SETUP
    queries, items, targets, top = data.make(jax.random.PRNGKey(0), s["items"], s["queries"], s["dim"])
    print("eager top scores", top.shape)
    params = data.init(jax.random.PRNGKey(1), s["dim"])
    opt_state = train.OPT.init(params)
    for _ in range(s["steps"]):
        params, opt_state, loss = train.step(params, opt_state, queries, items, targets, s["score"], s["keep"])
    print("loss", float(loss), "recall@3", float(evaluate.recall_at(params, queries, items, targets, "dot", 3)))
