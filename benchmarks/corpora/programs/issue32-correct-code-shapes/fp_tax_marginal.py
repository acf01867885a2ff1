import jax
import jax.numpy as jnp
from jax import lax

BRACKETS = jnp.array([0.0, 11_000.0, 44_725.0, 95_375.0, 182_100.0])
RATES = jnp.array([0.10, 0.12, 0.22, 0.24, 0.32])
BASE = jnp.concatenate([jnp.zeros(1), jnp.cumsum(jnp.diff(BRACKETS) * RATES[:-1])])
if float(BASE[-1]) <= 0 or not bool(jnp.all(jnp.diff(BRACKETS) > 0)):
    raise RuntimeError("bad tax table")
TOP = int(BRACKETS.shape[0]) - 1


def bracket_tax(income):
    i = jnp.clip(jnp.searchsorted(BRACKETS, income, side="right") - 1, 0, TOP)
    return BASE[i] + RATES[i] * (income - BRACKETS[i])


@jax.jit
def household_tax(incomes, joint):
    def joint_filing(inc):
        return 2.0 * bracket_tax(inc.sum() / 2.0)

    def separate_filing(inc):
        return jax.vmap(bracket_tax)(inc).sum()

    tax = lax.cond(joint, joint_filing, separate_filing, incomes)
    jax.debug.print("incomes={i} joint={j} tax={t:.2f}", i=incomes, j=joint, t=tax)
    return tax


@jax.jit
def marginal_rates(incomes, bump=100.0):
    rates = jnp.zeros_like(incomes)
    for k in range(incomes.shape[0]):
        delta = bracket_tax(incomes[k] + bump) - bracket_tax(incomes[k])
        rates = rates.at[k].set(delta / bump)
    return rates.at[incomes <= 0].set(0.0)


couple = jnp.array([120_000.0, 30_000.0])
t_joint = household_tax(couple, True)
t_sep = household_tax(couple, jnp.array(False))
print("joint saves", float(t_sep - t_joint))
print(marginal_rates(jnp.array([0.0, 20_000.0, 60_000.0, 250_000.0])))
print(jax.vmap(bracket_tax)(BRACKETS[1:] - 1.0))
