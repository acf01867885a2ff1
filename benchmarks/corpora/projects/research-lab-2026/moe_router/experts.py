import equinox as eqx
import jax


class ExpertBank(eqx.Module):
    experts: list

    def __init__(self, n_experts, d_in, d_hidden, d_out, key):
        keys = jax.random.split(key, n_experts)
        self.experts = [eqx.nn.MLP(d_in, d_out, d_hidden, depth=2, activation=jax.nn.gelu, key=k) for k in keys]

    def __len__(self):
        return len(self.experts)

    def apply(self, expert_id, x):
        return self.experts[expert_id](x)
