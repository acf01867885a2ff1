import jax

from . import config, data, generate, model, train


def main():
    mcfg, tcfg = config.ModelConfig(), config.TrainConfig()
    print("table", data.warm_cache(mcfg.max_len, mcfg.dim))
    net = model.build(mcfg)
    tokens = data.cycles(tcfg.batch, mcfg.max_len, mcfg.vocab)
    params = net.init(jax.random.PRNGKey(0), tokens)["params"]
    opt, step = train.make(net, tcfg.lr)
    opt_state = opt.init(params)
    for _ in range(tcfg.steps):
        params, opt_state, loss = step(params, opt_state, tokens)
    print("loss", float(loss))
    print("sample", generate.greedy(net, params, tokens[0, : tcfg.prompt], tcfg.new_tokens))
