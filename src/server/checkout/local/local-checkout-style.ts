/** The local checkout's own small stylesheet: the page is server-rendered, outside the SPA's CSS. */
export const LOCAL_CHECKOUT_CSS = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f1f5f9}
main{max-width:880px;margin:0 auto;padding:24px 16px 48px}
.brand{display:flex;align-items:center;justify-content:space-between;gap:12px;margin-bottom:20px}
.brand strong{font-size:1.25rem}.test{background:#fef3c7;color:#78350f;border:1px solid #f59e0b;border-radius:999px;padding:2px 12px;font-size:.875rem;font-weight:600}
.grid{display:grid;gap:20px}@media(min-width:760px){.grid{grid-template-columns:1fr 1.2fr}}
.card{background:#fff;border:1px solid #cbd5e1;border-radius:12px;padding:24px}
h1{font-size:1.5rem;margin:0 0 4px}h2{font-size:1.125rem;margin:0 0 16px}
.price{font-size:2.25rem;font-weight:700;margin:12px 0 0}.muted{color:#475569;margin:0}
ul{padding-left:20px;margin:16px 0 0;color:#334155}
label{display:block;font-weight:600;font-size:.9rem;margin:14px 0 4px}
input{width:100%;font:inherit;padding:10px 12px;border:1px solid #64748b;border-radius:8px;background:#fff;color:#0f172a}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
input[aria-invalid=true]{border-color:#b91c1c}.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
.error{color:#b91c1c;font-size:.875rem;margin:4px 0 0}
.alert{background:#fef2f2;border:1px solid #b91c1c;color:#7f1d1d;border-radius:8px;padding:10px 12px;margin:0 0 8px}
.actions{display:flex;flex-direction:column;gap:10px;margin-top:20px}
button{font:inherit;font-weight:600;border-radius:8px;padding:12px 16px;cursor:pointer;width:100%}
.pay{background:#1d4ed8;color:#fff;border:1px solid #1d4ed8}.pay:hover{background:#1e40af}
.cancel{background:#fff;color:#0f172a;border:1px solid #64748b}
.hint{font-size:.875rem;color:#475569;margin-top:16px}code{font-size:.85rem}
a{color:#1d4ed8}
`
