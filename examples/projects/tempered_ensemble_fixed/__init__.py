"""An ensemble of equinox MLPs built under `eqx.filter_vmap`, each checking its
temperature in the constructor another module defines."""
